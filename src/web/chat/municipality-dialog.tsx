import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type JSX, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { Municipality } from '@/contracts/municipalities';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { AddressFieldset } from './address-fieldset';
import { ADDRESS_FIELDS_BY_VARIANT, type AddressFields, buildAddressData, EMPTY_ADDRESS } from './address-lookup';
import { useCreateChat, useMunicipalities } from './data/chat-queries';
import { useChatState } from './data/chat-state';
import { useAddressLookup } from './use-address-lookup';

/** The placeholder option's value; spec §5: select items never have an empty value. */
const NO_MUNICIPALITY = 'none';

/** "Select a Municipality": picks the new chat's municipality (and address), then creates the chat on Start. */
export function MunicipalityDialog(): JSX.Element {
  const { isMunicipalityDialogOpen, setMunicipalityDialogOpen, setCurrentChatId } = useChatState();
  const municipalities = useMunicipalities();
  const createChat = useCreateChat();
  const { state: lookupState, scheduler } = useAddressLookup();
  const [municipalityId, setMunicipalityId] = useState<number | null>(null);
  const [fields, setFields] = useState<AddressFields>(EMPTY_ADDRESS);
  const selectId = useId();

  const municipality = municipalities.data?.find((m) => m.id === municipalityId) ?? null;
  const variant = municipality?.address_variant ?? 'none';

  useEffect(() => {
    scheduler.update(municipality ? municipality.id : null, variant, fields);
  }, [scheduler, municipality, variant, fields]);

  function handleOpenChange(open: boolean) {
    setMunicipalityDialogOpen(open);
    if (!open) {
      setMunicipalityId(null);
      setFields(EMPTY_ADDRESS);
      scheduler.reset();
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!municipality || createChat.isPending) return;
    createChat.mutate(
      { municipalityId: municipality.id, addressData: buildAddressData(variant, fields, lookupState) },
      {
        onSuccess: (chat) => {
          setCurrentChatId(chat.id);
          handleOpenChange(false);
        },
        onError: (error) => {
          console.error(`Failed to create chat: ${error.message}`);
          toast.error('Failed to create chat');
        },
      },
    );
  }

  return (
    <Dialog open={isMunicipalityDialogOpen} onOpenChange={handleOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Select a Municipality</DialogTitle>
          <DialogDescription>The assistant answers from this municipality’s documents.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit}>
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Municipality</Label>
            <MunicipalitySelect
              id={selectId}
              municipalities={municipalities.data}
              isLoading={municipalities.isPending}
              value={municipalityId}
              onChange={setMunicipalityId}
            />
            {municipalities.isError && (
              <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
                Could not load the municipalities.
                <Button variant="outline" size="sm" onClick={() => void municipalities.refetch()}>
                  Try again
                </Button>
              </div>
            )}
            {municipalities.data?.length === 0 && (
              <p className="text-sm text-muted-foreground">No municipalities are available yet.</p>
            )}
          </div>
          {ADDRESS_FIELDS_BY_VARIANT[variant].length > 0 && (
            <AddressFieldset
              fields={ADDRESS_FIELDS_BY_VARIANT[variant]}
              values={fields}
              onChange={(field, value) => setFields((old) => ({ ...old, [field]: value }))}
              lookupState={lookupState}
            />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!municipality || createChat.isPending}>
              {createChat.isPending && <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />}
              {createChat.isPending ? 'Starting...' : 'Start'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type MunicipalitySelectProps = {
  id: string;
  municipalities: Municipality[] | undefined;
  isLoading: boolean;
  value: number | null;
  onChange: (id: number | null) => void;
};

function MunicipalitySelect({ id, municipalities, isLoading, value, onChange }: MunicipalitySelectProps) {
  return (
    <NativeSelect
      id={id}
      required
      disabled={isLoading || !municipalities?.length}
      value={value === null ? NO_MUNICIPALITY : String(value)}
      onChange={(e) => onChange(e.target.value === NO_MUNICIPALITY ? null : Number(e.target.value))}
    >
      <option value={NO_MUNICIPALITY} disabled>
        {isLoading ? 'Loading municipalities…' : 'Choose a municipality'}
      </option>
      {municipalities?.map((m) => (
        <option key={m.id} value={String(m.id)}>
          {m.name}
        </option>
      ))}
    </NativeSelect>
  );
}
