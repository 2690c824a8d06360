import type { Debtor, Project } from "@tempus/contract";
import { api } from "../../lib/api-client.ts";

export const createDebtor = (body: { name: string; email?: string; currency?: string | null }) =>
  api<Debtor>("/projectmanagement/debtor/", { method: "POST", body });

export const createProject = (body: {
  name: string;
  debtor?: number | null;
  budget_hours?: string | null;
  color?: string;
}) => api<Project>("/projectmanagement/project/", { method: "POST", body });
