import { Button } from '@/web/ui/button';

/** Spec §2: Federal is fixed on; State and Private listings are not available yet ('Coming soon!'). */
export function LevelToggles() {
  return (
    <div role="group" aria-label="Listing level" className="flex flex-wrap items-start gap-2">
      <Button size="sm" aria-pressed="true" aria-disabled="true" title="Federal listings are always included" className="cursor-default">
        Federal
      </Button>
      {['State', 'Private'].map((level) => (
        <span key={level} className="flex flex-col items-center gap-0.5">
          <Button size="sm" variant="outline" aria-pressed="false" disabled aria-describedby={`level-${level}-soon`}>
            {level}
          </Button>
          <span id={`level-${level}-soon`} className="text-[0.7rem] text-muted-foreground">
            Coming soon!
          </span>
        </span>
      ))}
    </div>
  );
}
