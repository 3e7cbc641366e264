import type { router } from '@inertiajs/react';

/** What `router.post/put/patch` accept as data; JSON values such as metadata objects are cast to it. */
export type VisitData = NonNullable<Parameters<typeof router.post>[1]>;
