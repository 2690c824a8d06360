import { ContentPage } from "../../components/site/content-page.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("companies", args);

export default function Companies() {
  return <ContentPage namespace="companies" />;
}
