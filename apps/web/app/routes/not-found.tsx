import { ErrorPage } from "../components/errors/error-page.tsx";
import { DefaultLayout } from "../components/layouts/default-layout.tsx";

/** Any path no route claims: the dedicated 404 view (the server answers such paths with 404 too). */
export default function NotFound() {
  return (
    <DefaultLayout>
      <ErrorPage status={404} />
    </DefaultLayout>
  );
}

export const meta = () => [{ title: "Page Not Found · Tempus" }];
