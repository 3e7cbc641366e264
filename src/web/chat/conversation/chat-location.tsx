import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Home, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { ChatConfiguration, ChatDetail } from '@/contracts/chats';
import { displayAddress } from '@/engine/gis/address-facts';
import { api } from '@/web/lib/api';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/ui/dialog';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { AddressFieldset } from '../address-fieldset';
import { ADDRESS_FIELDS_BY_VARIANT, type AddressFields, visibleAddressValues } from '../address-lookup';
import { chatKeys, useMunicipalities } from '../data/chat-queries';
import { addressFieldsOf, applyFactEdits, locationFacts, locationSummary } from '../location-edit';
import { useAddressLookup } from '../use-address-lookup';

function useSaveAddressData(chatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressData: Record<string, unknown>) =>
      api.post<{ configuration: ChatConfiguration }>(`/api/v1/chats/${chatId}/address_data`, { address_data: addressData }),
    onSuccess: (data) => {
      queryClient.setQueryData<ChatDetail>(chatKeys.detail(chatId), (old) =>
        old ? { ...old, configuration: data.configuration, chat_configuration: data.configuration } : old,
      );
    },
  });
}

/** The header's line of looked-up facts about the conversation's address, and the dialog that edits them. */
export function ChatLocation({ chat }: { chat: ChatDetail }) {
  const [isOpen, setOpen] = useState(false);
  const addressData = chat.configuration.address_data ?? {};
  const summary = locationSummary(addressData, displayAddress);
  const locked = Boolean(chat.discarded_at);
  return (
    <>
      {summary ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={locked}
          className="flex min-w-0 items-center gap-1 rounded-sm text-left text-xs text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:hover:text-muted-foreground"
          aria-label={`Location: ${summary}. Edit location`}
        >
          <Home className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate" data-testid="chat-location">
            {summary}
          </span>
        </button>
      ) : (
        !locked && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="flex items-center gap-1 rounded-sm text-xs text-muted-foreground underline-offset-2 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <Home className="size-3.5 shrink-0" aria-hidden="true" />
            Add an address
          </button>
        )
      )}
      {isOpen && <LocationDialog chat={chat} onClose={() => setOpen(false)} />}
    </>
  );
}

function LocationDialog({ chat, onClose }: { chat: ChatDetail; onClose: () => void }) {
  const current = chat.configuration.address_data ?? {};
  const municipalities = useMunicipalities();
  const variantOfMunicipality = municipalities.data?.find((m) => m.id === chat.municipality_id)?.address_variant ?? 'none';
  // Every municipality lets a person say where they are; without an address form, only the address is asked.
  const variant = variantOfMunicipality === 'none' ? 'springdale' : variantOfMunicipality;
  const [fields, setFields] = useState<AddressFields>(() => addressFieldsOf(current));
  const [edits, setEdits] = useState<Record<string, string>>({});
  const { state: lookup, scheduler } = useAddressLookup();
  const save = useSaveAddressData(chat.id);
  const baseId = useId();
  const initialKey = JSON.stringify(visibleAddressValues(variant, addressFieldsOf(current)));
  const typedKey = JSON.stringify(visibleAddressValues(variant, fields));
  const addressChanged = typedKey !== initialKey;

  useEffect(() => {
    // Only a changed address is looked up again; the saved facts stand until then.
    if (addressChanged) scheduler.update(chat.municipality_id, variant, fields);
    else scheduler.reset();
  }, [scheduler, chat.municipality_id, variant, fields, addressChanged]);

  // The facts of a new lookup replace the saved ones; a typed address that was not found keeps only what was typed.
  let base: Record<string, unknown> = current;
  if (addressChanged) base = lookup.status === 'valid' ? lookup.response.address_data : { ...visibleAddressValues(variant, fields) };
  const facts = locationFacts(base);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(applyFactEdits(base, edits), {
      onSuccess: () => {
        toast.success('Location saved');
        onClose();
      },
      onError: (error) => toast.error('Failed to save the location', { description: error.message }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Location</DialogTitle>
          <DialogDescription>Answers in this conversation take these facts about the address into account.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit}>
          <AddressFieldset
            fields={ADDRESS_FIELDS_BY_VARIANT[variant]}
            values={fields}
            onChange={(field, value) => {
              setFields((old) => ({ ...old, [field]: value }));
              setEdits({});
            }}
            lookupState={addressChanged ? lookup : { status: 'idle' }}
          />
          {facts.length > 0 && (
            <fieldset className="grid gap-3">
              <legend className="mb-1 text-sm font-medium">Facts about this address</legend>
              {facts.map((fact) => (
                <div key={fact.field} className="grid gap-1.5 sm:grid-cols-[10rem_1fr] sm:items-center">
                  <Label htmlFor={`${baseId}-${fact.field}`}>{fact.label}</Label>
                  <Input
                    id={`${baseId}-${fact.field}`}
                    value={edits[fact.field] ?? fact.value}
                    onChange={(e) => setEdits((old) => ({ ...old, [fact.field]: e.target.value }))}
                  />
                </div>
              ))}
              <p className="text-xs text-muted-foreground">Clear a value to leave that fact out.</p>
            </fieldset>
          )}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || lookup.status === 'validating'}>
              {save.isPending && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
              {save.isPending ? 'Saving...' : 'Save location'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
