import { z } from 'zod';

/** USPS codes of the states, DC and the territories, with their names, for the municipality form's State field. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

export const STATE_MESSAGE = 'State must be a US state or territory, e.g. OR for Oregon.';
export const WEBSITE_MESSAGE = 'Website must be a full web address starting with https:// or http://, e.g. https://www.rivergrove.gov.';

/** The State field: empty for none, else a USPS code (any case, or the state's full name) stored as the code. */
export const MunicipalityState = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const upper = value.toUpperCase();
    if (US_STATES[upper]) return upper;
    const byName = Object.entries(US_STATES).find(([, name]) => name.toLowerCase() === value.toLowerCase());
    if (byName) return byName[0];
    ctx.addIssue({ code: 'custom', message: STATE_MESSAGE });
    return z.NEVER;
  });

/** The Website field: empty for none, else an http(s) address with a host. */
export const MunicipalityWebsite = z
  .string()
  .trim()
  .max(500, 'Website can be at most 500 characters.')
  .transform((value, ctx) => {
    if (value === '') return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: WEBSITE_MESSAGE });
      return z.NEVER;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) {
      ctx.addIssue({ code: 'custom', message: WEBSITE_MESSAGE });
      return z.NEVER;
    }
    return value;
  });

/** How a document of the municipality stands in its search index. */
export type IndexState = 'indexed' | 'indexing' | 'failed' | 'not_indexed';

/** A document of the municipality on its /madmin page, with its state in the search index. */
export type MadminMunicipalityDocument = {
  id: number;
  name: string;
  status: string;
  index_state: IndexState;
  indexed_chunks: number;
  indexed_at: string | null;
};

/** The municipality's search index as a whole. */
export type MadminMunicipalityIndex = {
  chunks: number;
  version: number;
  refreshed_at: string | null;
};

/** What deleting a municipality touches: what is kept (conversations) and what goes with it. */
export type MunicipalityDeletionImpact = {
  conversations: number;
  conversation_users: number;
  documents: number;
  indexed_chunks: number;
  layers: number;
  permit_reviews: number;
  contradictions: number;
};
