import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { GrantResult } from '@/contracts/grants';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { EligibilitySummary } from './eligibility-summary';
import { describeObligations, shortApplicantTypes } from './grant-format';
import { HighlightedText, highlightOf } from './highlighted-text';

const SHOWN_APPLICANT_TYPES = 6;

/** One result (spec §2): name, program number, link, eligibility, description and the eligibility summary. */
export function GrantCard({ grant }: { grant: GrantResult }) {
  const titleId = useId();
  const descriptionId = useId();
  const [showAll, setShowAll] = useState(false);
  const applicants = shortApplicantTypes(grant);
  const obligations = describeObligations(grant.obligations);
  const passage = highlightOf(grant, 'objective');

  return (
    <article
      aria-labelledby={titleId}
      data-testid="grant-card"
      data-program-number={grant.program_number}
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs sm:p-5"
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-base leading-snug font-semibold break-words">
            <HighlightedText highlight={highlightOf(grant, 'program_title')} text={grant.name} />
          </h2>
          <Badge variant="secondary" data-testid="program-number" aria-label={`Assistance Listing ${grant.program_number}`}>
            {grant.program_number}
          </Badge>
        </div>
        {grant.popular_name && grant.popular_name.toLowerCase() !== grant.name.toLowerCase() && (
          <p className="text-sm text-muted-foreground">
            <HighlightedText highlight={highlightOf(grant, 'popular_name')} text={grant.popular_name} />
          </p>
        )}
        <p className="text-sm text-muted-foreground">{[grant.agency, grant.sub_agency].filter(Boolean).join(' · ')}</p>
      </header>

      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4">
        <dt className="font-medium">Eligibility</dt>
        <dd className="flex flex-wrap gap-1" data-testid="grant-eligibility">
          {applicants.length === 0 && <span className="text-muted-foreground">Not stated in the listing</span>}
          {applicants.slice(0, SHOWN_APPLICANT_TYPES).map((a) => (
            <Badge key={a} variant={/^(Local|City|County|Special District)/.test(a) ? 'success' : 'neutral'} className="whitespace-normal">
              {a}
            </Badge>
          ))}
          {applicants.length > SHOWN_APPLICANT_TYPES && (
            <span className="text-xs text-muted-foreground" title={applicants.slice(SHOWN_APPLICANT_TYPES).join('; ')}>
              +{applicants.length - SHOWN_APPLICANT_TYPES} more
            </span>
          )}
        </dd>
        {grant.assistance_types.length > 0 && (
          <>
            <dt className="font-medium">Assistance</dt>
            <dd>{grant.assistance_types.join(', ')}</dd>
          </>
        )}
        {obligations && (
          <>
            <dt className="font-medium">Obligations</dt>
            <dd>{obligations}</dd>
          </>
        )}
      </dl>

      <div className="grid gap-1.5 text-sm">
        <h3 className="sr-only">Description</h3>
        <p id={descriptionId} data-testid="grant-description" className="leading-relaxed break-words whitespace-pre-line">
          {showAll || !passage ? (
            <HighlightedText highlight={undefined} text={grant.description || 'The listing gives no objective.'} />
          ) : (
            <HighlightedText highlight={passage} text={grant.description} />
          )}
        </p>
        {passage && grant.description.length > 0 && (
          <Button variant="link" size="sm" className="h-auto justify-self-start p-0" aria-expanded={showAll} aria-controls={descriptionId} onClick={() => setShowAll(!showAll)}>
            {showAll ? 'Show the matching passage' : 'Show full description'}
          </Button>
        )}
      </div>

      <EligibilitySummary grant={grant} />

      <footer className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {grant.url && (
          <a href={grant.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
            View on SAM.gov <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
        {grant.grants_url && (
          <a href={grant.grants_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
            Find open opportunities on Grants.gov <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </footer>
    </article>
  );
}
