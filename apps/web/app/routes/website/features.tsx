import { ContentPage } from "../../components/site/content-page.tsx";
import { Section } from "../../components/site/page-parts.tsx";
import { ProductShot } from "../../components/site/product-shot.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("features", args);

/** Every capability with a short explanation, and a picture of the app. */
export default function Features() {
  return (
    <ContentPage
      namespace="features"
      before={
        <Section>
          <ProductShot view="timelogs" />
        </Section>
      }
    />
  );
}
