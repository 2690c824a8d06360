/** What other features may use of the team: the colleagues. */
export { useColleagues } from "./api.ts";
