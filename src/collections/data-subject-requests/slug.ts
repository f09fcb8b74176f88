/** The log's slug: the collection's and its endpoints' (endpoints/data-subject.ts). */
export const dataSubjectRequestsSlug = 'data-subject-requests'
