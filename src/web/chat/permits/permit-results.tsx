import type { PermitResult } from '@/contracts/permits';
import { cn } from '@/web/ui/cn';
import { ADVICE_STYLES } from './permit-format';

/** Spec §2 'Permit Context': one card per cited section (title, and the provision with what it means here); a card's citation opens the section. */
export function PermitContext({ result, onOpenCitation }: { result: PermitResult; onOpenCitation: (n: number) => void }) {
  return (
    <section aria-labelledby="permit-context-heading" className="grid gap-3">
      <h2 id="permit-context-heading" className="text-base font-semibold">
        Permit Context
      </h2>
      {result.context_items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No section of the code was cited for this application.</p>
      ) : (
        <ul className="grid gap-3">
          {result.context_items.map((item, i) => (
            <li key={`${item.title}-${i}`} className="rounded-lg border bg-card p-3 text-card-foreground shadow-xs">
              <h3 className="text-sm font-semibold">
                <button
                  type="button"
                  className="text-left underline-offset-2 hover:underline focus-visible:underline focus-visible:outline-none"
                  onClick={() => onOpenCitation(i)}
                >
                  <span className="text-primary tabular-nums">[{i + 1}]</span> {item.title}
                </button>
              </h3>
              <p className="mt-1 text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground [overflow-wrap:anywhere]">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const FACTS_HEADING = '\n\nRead from the application:\n';

/** The rationale's findings: everything before the facts the review read. */
function findingsOf(rationale: string): string {
  const at = rationale.indexOf(FACTS_HEADING);
  return at < 0 ? rationale : rationale.slice(0, at);
}

/** The facts the review read from the application, each with where it was read (issue 25). */
function factsOf(rationale: string): string[] {
  const at = rationale.indexOf(FACTS_HEADING);
  return at < 0 ? [] : rationale.slice(at + FACTS_HEADING.length).split('\n').filter((l) => l.trim());
}

function RationaleLines({ text }: { text: string }) {
  return (
    <div className="grid gap-1.5 text-sm leading-relaxed [overflow-wrap:anywhere]">
      {text.split('\n').map((line, i) => (
        <p key={i} className={line.startsWith('- ') ? 'pl-3 -indent-3' : 'font-medium'}>
          {line.startsWith('- ') ? `• ${line.slice(2)}` : line}
        </p>
      ))}
    </div>
  );
}

/** Spec §2 'Approval Advice': the colour-coded status label (§4) and the rationale with its [n] findings. */
export function ApprovalAdvice({ result }: { result: PermitResult }) {
  const advice = result.approval_advice;
  const style = advice ? ADVICE_STYLES[advice.status] : null;
  return (
    <section aria-labelledby="approval-advice-heading" className="grid gap-3">
      <h2 id="approval-advice-heading" className="text-base font-semibold">
        Approval Advice
      </h2>
      {advice && style ? (
        <>
          <p data-testid="advice-status" data-status={advice.status} className={cn('w-fit rounded-md border px-3 py-1.5 text-sm font-semibold', style.className)}>
            {style.label}
          </p>
          <RationaleLines text={findingsOf(advice.rationale)} />
          {factsOf(advice.rationale).length > 0 && (
            <details data-testid="advice-facts" className="rounded-md border px-3 py-2 text-sm">
              <summary className="cursor-pointer font-medium">Read from the application ({factsOf(advice.rationale).length})</summary>
              <RationaleLines text={factsOf(advice.rationale).join('\n')} />
            </details>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No advice was produced for this application.</p>
      )}
    </section>
  );
}
