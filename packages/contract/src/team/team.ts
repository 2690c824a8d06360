import { z } from "zod";
import { ROLES } from "../accounts/accounts.ts";
import { paginated } from "../common.ts";
import { moneyInput } from "../masterdata/company.ts";

export const INVITATION_LIFETIME_DAYS = 7;
/** Roles that can be given; there is one owner, and ownership is not handed out here. */
export const ASSIGNABLE_ROLES = ["admin", "member"] as const;

export const TEAM_MESSAGES = {
  seatLimit: (seats: number) =>
    `Your subscription allows ${seats} user${seats === 1 ? "" : "s"}. Increase the user amount to add more.`,
  invitationInvalid: "Invalid or expired invitation.",
  invitationOtherEmail: "This invitation was sent to another e-mail address.",
  invitationPending: "An invitation for this e-mail address is pending.",
  ownerUnchangeable: "The owner's role and status cannot be changed.",
  notYourself: "You cannot deactivate yourself.",
} as const;

export const MemberSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    is_active: z.boolean(),
    hourly_rate: z.string().nullable(),
    email_verified: z.boolean(),
    date_joined: z.string(),
    last_login: z.string().nullable(),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof MemberSchema>;
export const MemberListSchema = paginated(MemberSchema).meta({ id: "MemberList" });

export const MemberUpdateSchema = z
  .object({
    role: z.enum(ASSIGNABLE_ROLES),
    is_active: z.boolean(),
    hourly_rate: moneyInput.nullable(),
  })
  .partial()
  .meta({ id: "MemberUpdate" });
export type MemberUpdateBody = z.input<typeof MemberUpdateSchema>;

export const InvitationSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(ASSIGNABLE_ROLES),
    invited_by: z.number().int().nullable(),
    expires_at: z.string(),
    accepted_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = paginated(InvitationSchema).meta({ id: "InvitationList" });

export const InvitationCreateSchema = z
  .object({
    email: z.string().trim().min(1).max(254).pipe(z.email()),
    role: z.enum(ASSIGNABLE_ROLES).default("member"),
  })
  .meta({ id: "InvitationCreate" });
export type InvitationCreateBody = z.input<typeof InvitationCreateSchema>;

/** The sign-up page's question about an invitation link (public: the token is the secret). */
export const InvitationPreviewQuerySchema = z.object({
  token: z.string().min(1).max(200).describe("The `invitation` parameter of the link"),
});
/** Whom an unused, unexpired invitation is for and which company it joins. */
export const InvitationPreviewSchema = z
  .object({
    email: z.string(),
    company_name: z.string(),
    role: z.enum(ASSIGNABLE_ROLES),
  })
  .meta({ id: "InvitationPreview" });
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
