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

export const updateProject = (id: number, body: Record<string, unknown>) =>
  api<Project>(`/projectmanagement/project/${id}/`, { method: "PATCH", body });
export const saveDebtor = (id: number | null, body: Record<string, unknown>) =>
  id
    ? api<Debtor>(`/projectmanagement/debtor/${id}/`, { method: "PATCH", body })
    : api<Debtor>("/projectmanagement/debtor/", { method: "POST", body });
const save = (path: string) => (id: number | null, body: Record<string, unknown>) =>
  id ? api(`${path}${id}/`, { method: "PATCH", body }) : api(path, { method: "POST", body });
export const saveActivity = save("/projectmanagement/activity/");
export const deleteActivity = (id: number) =>
  api(`/projectmanagement/activity/${id}/`, { method: "DELETE" });
export const saveRule = save("/projectmanagement/hourly-rate-rule/");
export const deleteRule = (id: number) =>
  api(`/projectmanagement/hourly-rate-rule/${id}/`, { method: "DELETE" });
