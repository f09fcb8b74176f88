/** The log's slug: the collection's and its endpoints' (features/privacy/endpoints/data-subject.ts). */
export const dataSubjectRequestsSlug = 'data-subject-requests'
