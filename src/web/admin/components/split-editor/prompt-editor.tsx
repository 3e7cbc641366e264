import { ChevronDown, CircleHelp, FileJson, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { generateExtractPrompt, generateJsonMap, NO_DIVISORS_FOR_MAP, NO_DIVISORS_FOR_PROMPT } from '@/engine/split';
import { Button } from '@/web/ui/button';
import { cn } from '@/web/ui/cn';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/web/ui/collapsible';
import { Textarea } from '@/web/ui/textarea';
import { FieldError, fieldA11y } from '../form-field';

const PROMPT_MESSAGES = {
  noTypesForPrompt: NO_DIVISORS_FOR_PROMPT,
  noTypesForMap: NO_DIVISORS_FOR_MAP,
  promptFailed: 'Error generating prompt. Check console for details.',
  mapFailed: 'Error generating JSON map. Check console for details.',
} as const;

type Props = {
  divisorTypes: string[];
  extractPrompt: string;
  jsonMap: string;
  onExtractPromptChange: (value: string) => void;
  onJsonMapChange: (value: string) => void;
  errors?: { extract_prompt?: string; json_map?: string };
};

function Message({ id, text }: { id: string; text: string | null }) {
  return (
    <p id={id} role="status" className={cn('min-h-5 text-sm text-red-700 dark:text-red-400', !text && 'sr-only')}>
      {text}
    </p>
  );
}

/** Generate Prompt / Generate JSON Map from the chosen divisor types, the help toggle, and both textareas. */
export function PromptEditor({ divisorTypes, extractPrompt, jsonMap, onExtractPromptChange, onJsonMapChange, errors = {} }: Props) {
  const [promptMessage, setPromptMessage] = useState<string | null>(null);
  const [mapMessage, setMapMessage] = useState<string | null>(null);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const chosen = divisorTypes.filter(Boolean);

  /** Fills a textarea from the chosen types, or says why it cannot (none chosen, or the generator failed). */
  const generate = (
    make: (types: string[]) => string,
    onResult: (text: string) => void,
    setMessage: (message: string | null) => void,
    messages: { noTypes: string; failed: string },
  ) => {
    if (chosen.length === 0) {
      setMessage(messages.noTypes);
      return;
    }
    try {
      onResult(make(chosen));
      setMessage(null);
    } catch (error) {
      console.error(messages.failed, error);
      setMessage(messages.failed);
    }
  };
  const handleGeneratePrompt = () =>
    generate(generateExtractPrompt, onExtractPromptChange, setPromptMessage, {
      noTypes: PROMPT_MESSAGES.noTypesForPrompt,
      failed: PROMPT_MESSAGES.promptFailed,
    });
  const handleGenerateMap = () =>
    generate(generateJsonMap, onJsonMapChange, setMapMessage, {
      noTypes: PROMPT_MESSAGES.noTypesForMap,
      failed: PROMPT_MESSAGES.mapFailed,
    });

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={handleGeneratePrompt} aria-describedby="generate-prompt-message">
            <Wand2 aria-hidden="true" />
            Generate Prompt
          </Button>
          <Collapsible open={isHelpOpen} onOpenChange={setIsHelpOpen} className="contents">
            <CollapsibleTrigger asChild>
              <Button variant="ghost" size="sm">
                <CircleHelp aria-hidden="true" />
                {isHelpOpen ? 'Hide help' : 'How to edit the prompt'}
                <ChevronDown className={cn('transition-transform', isHelpOpen && 'rotate-180')} aria-hidden="true" />
              </Button>
            </CollapsibleTrigger>
            <CollapsibleContent className="basis-full">
              <div className="rounded-md border bg-muted/40 p-3 text-sm leading-relaxed">
                <p>
                  The generated prompt lists your divisor types and leaves{' '}
                  <code className="rounded bg-muted px-1 font-mono text-xs">[[EDIT THIS TEXT]]</code> wherever it needs
                  something only you know about this document:
                </p>
                <ul className="mt-2 list-disc pl-5">
                  <li>how many of each divisor there are (e.g. "7 chapters"),</li>
                  <li>how each is denoted in the text (e.g. "CHAPTER 7.", "§ 25-723."),</li>
                  <li>an example heading copied from the document.</li>
                </ul>
                <p className="mt-2">Replace every placeholder before creating the jobs; leftovers are sent as written.</p>
              </div>
            </CollapsibleContent>
          </Collapsible>
        </div>
        <Message id="generate-prompt-message" text={promptMessage} />
        <label htmlFor="extract_prompt" className="text-sm font-medium">
          Extract Prompt
        </label>
        <Textarea
          {...fieldA11y('extract_prompt', errors.extract_prompt)}
          rows={10}
          className="font-mono text-xs"
          value={extractPrompt}
          onChange={(event) => onExtractPromptChange(event.target.value)}
        />
        <FieldError id="extract_prompt" error={errors.extract_prompt} />
      </div>

      <div className="grid gap-2">
        <div>
          <Button variant="secondary" size="sm" onClick={handleGenerateMap} aria-describedby="generate-map-message">
            <FileJson aria-hidden="true" />
            Generate JSON Map
          </Button>
        </div>
        <Message id="generate-map-message" text={mapMessage} />
        <label htmlFor="json_map" className="text-sm font-medium">
          Document JSON Map
        </label>
        <Textarea
          {...fieldA11y('json_map', errors.json_map)}
          rows={10}
          spellCheck={false}
          className="font-mono text-xs"
          value={jsonMap}
          onChange={(event) => onJsonMapChange(event.target.value)}
        />
        <FieldError id="json_map" error={errors.json_map} />
      </div>
    </div>
  );
}
