import { ContentPage } from "../../components/site/content-page.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("roadmap", args);

export default function Roadmap() {
  return <ContentPage namespace="roadmap" />;
}
