import { LegalPage } from "../../../components/site/legal-page.tsx";
import { type ProseSection, ProseSections, useList } from "../../../components/site/page-parts.tsx";
import { type SiteMetaArgs, siteMeta } from "../../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("agb", args);

/** The terms and conditions: a template the operator of the installation reviews. */
export default function Terms() {
  const sections = useList<ProseSection>("legal", "agb.sections");
  return (
    <LegalPage page="agb" withTemplateNote>
      <ProseSections sections={sections} />
    </LegalPage>
  );
}
