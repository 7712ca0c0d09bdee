// The server's own names the page matches on (routes, routing rules, the exploration budget's question, error
// codes), read once from the page's bootstrap JSON (agents/workspace_page.py page_vocabulary), never copied here.
const bootstrap = JSON.parse(document.getElementById("workspace-bootstrap")?.textContent || "{}");
const vocabulary = bootstrap.vocabulary || { routes: {}, rules: {}, budget: {}, errorCodes: {} };

export const ROUTES = Object.freeze({ ...vocabulary.routes });
export const RULES = Object.freeze({ ...vocabulary.rules });
export const BUDGET = Object.freeze({ marker: vocabulary.budget.marker, options: [...(vocabulary.budget.options || [])] });
export const ERROR_CODES = Object.freeze({ ...vocabulary.errorCodes });
