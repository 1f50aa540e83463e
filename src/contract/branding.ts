/** The project's public page: where "Powered by Charla" links (never an instance's own sign-in page). */
export const PROJECT_URL = 'https://github.com/charla-forms/charla';
