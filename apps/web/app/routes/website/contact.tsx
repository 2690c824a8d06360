import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import { Alert, Box, Button, Card, CardContent, Container, Link, Typography } from "@mui/material";
import { CONTACT_LIMITS } from "@tempus/contract/contact-limits";
import { endpoints } from "@tempus/contract/endpoints";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../components/site/page-parts.tsx";
import { FormError, SiteField } from "../../components/site/site-form.tsx";
import { useSiteLanguage } from "../../components/site/use-site-language.ts";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("contact", args);

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "company_name", type: "text", autoComplete: "organization", required: false },
  { name: "subject", type: "text", autoComplete: "off", required: true },
] as const;

/** A banner shown when the address names it (`#sent`, `#failed`): works without a script. */
function TargetBanner({
  id,
  severity,
  title,
  text,
}: {
  id: string;
  severity: "success" | "error";
  title: string;
  text: string;
}) {
  return (
    <Alert
      id={id}
      severity={severity}
      role={severity === "error" ? "alert" : "status"}
      sx={{ display: "none", mb: 3, "&:target": { display: "flex" }, scrollMarginTop: 16 }}
    >
      <strong>{title}</strong> {text}
    </Alert>
  );
}

/**
 * The contact form. Without a script it posts the form to the API, which stores
 * the message and sends the browser back here with `#sent` (or `#failed`);
 * /site.js sends it as JSON instead and shows the server's messages at the
 * fields. The browser checks required fields, the e-mail and the lengths first.
 */
export default function Contact() {
  const { t } = useTranslation("contact");
  const { language, to } = useSiteLanguage();
  const label = (name: string) => t(`fields.${name}`);
  return (
    <>
      <PageHero title={t("heading")} lead={t("lead")} />
      <Container sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: "grid",
            gap: 4,
            gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" },
            alignItems: "start",
          }}
        >
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <TargetBanner
                id="sent"
                severity="success"
                title={t("sent.title")}
                text={t("sent.text")}
              />
              <TargetBanner
                id="failed"
                severity="error"
                title={t("failed.title")}
                text={t("failed.text")}
              />
              <Box
                component="form"
                method="post"
                action={endpoints.contact.send.path}
                data-contact-form=""
                data-message-throttled={t("throttled")}
                data-message-unexpected={t("unexpected")}
                aria-labelledby="contact-form-title"
                sx={{ display: "grid", gap: 2.5 }}
              >
                <Typography variant="h2" id="contact-form-title" sx={{ fontSize: "1.5rem" }}>
                  {t("formTitle")}
                </Typography>
                <input type="hidden" name="language" value={language} />
                {FIELDS.map((field) => (
                  <SiteField
                    key={field.name}
                    id={`contact-${field.name}`}
                    name={field.name}
                    label={label(field.name)}
                    hint={field.required ? undefined : `(${t("optional")})`}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    required={field.required}
                    maxLength={CONTACT_LIMITS[field.name]}
                  />
                ))}
                <SiteField
                  id="contact-message"
                  name="message"
                  label={label("message")}
                  autoComplete="off"
                  rows={7}
                  maxLength={CONTACT_LIMITS.message}
                />
                <FormError />
                <Typography variant="body2" color="text.secondary">
                  {t("privacyNote")}{" "}
                  <Link href={to("/legal/privacy")} sx={{ color: "primary.dark" }}>
                    {t("privacyLink")}
                  </Link>
                </Typography>
                <Box>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    startIcon={<MailOutlinedIcon aria-hidden />}
                  >
                    {t("submit")}
                  </Button>
                </Box>
              </Box>
            </CardContent>
          </Card>
          <Box component="aside" aria-labelledby="contact-aside-title">
            <Typography variant="h2" id="contact-aside-title" sx={{ fontSize: "1.3rem", mb: 1.5 }}>
              {t("aside.title")}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t("aside.response")}</Typography>
            <Typography sx={{ mb: 2 }}>{t("aside.include")}</Typography>
            <Box component="ul" sx={{ pl: 3, m: 0, "& li": { mb: 1 } }}>
              <li>
                <Link href={to("/faq")} sx={{ color: "primary.dark" }}>
                  {t("aside.faq")}
                </Link>
              </li>
              <li>
                <Link href={to("/trustcenter")} sx={{ color: "primary.dark" }}>
                  {t("aside.security")}
                </Link>
              </li>
              <li>
                <Link href={to("/pricing")} sx={{ color: "primary.dark" }}>
                  {t("aside.pricing")}
                </Link>
              </li>
            </Box>
          </Box>
        </Box>
      </Container>
    </>
  );
}
