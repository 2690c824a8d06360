import { ContentPage } from "../../components/site/content-page.tsx";
import { type SiteMetaArgs, siteMeta } from "../../site/meta.ts";

export const meta = (args: SiteMetaArgs) => siteMeta("freelancer", args);

export default function Freelancer() {
  return <ContentPage namespace="freelancer" />;
}
