import { endpoint, fileAnswer } from "../endpoint.ts";
import {
  AuditEventListSchema,
  AuditEventQuerySchema,
  AuditExportQuerySchema,
  AuditVerificationSchema,
  OwnActivitySchema,
} from "./audit.ts";

const tags = ["audit"];

/** The company's audit trail (owners) and each user's own recent activity. */
export const auditEndpoints = {
  audit: {
    list: endpoint({
      method: "GET",
      path: "/api/audit/events/",
      tags,
      summary: "The company's audit trail, newest first (the owner)",
      query: AuditEventQuerySchema,
      responses: { 200: AuditEventListSchema },
    }),
    export: endpoint({
      method: "GET",
      path: "/api/audit/events/export/",
      tags,
      summary: "The whole audit trail as CSV or JSON, oldest first (the owner)",
      query: AuditExportQuerySchema,
      responses: {
        200: fileAnswer(
          "The audit trail: CSV, or a JSON file (an array of records) as a download",
          ["text/csv", "application/octet-stream"],
        ),
      },
    }),
    verify: endpoint({
      method: "GET",
      path: "/api/audit/verify/",
      tags,
      summary: "Check the audit trail's hash chain from its first record (the owner)",
      responses: { 200: AuditVerificationSchema },
    }),
  },
  ownActivity: {
    get: endpoint({
      method: "GET",
      path: "/api/auth/activity/",
      tags,
      summary: "The caller's own recent security events (sign-ins, passwords, sessions, tokens)",
      responses: { 200: OwnActivitySchema },
    }),
  },
};
