import { ContentPage } from "../../components/site/content-page.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("trustcenter", args);

export default function Trustcenter() {
  return <ContentPage namespace="trustcenter" />;
}
