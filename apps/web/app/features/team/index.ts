/** What other features may use of the team: the colleagues, and the people of team views. */
export { useColleagues } from "./api.ts";
export { type People, usePeople } from "./people.ts";
