import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("components/layouts/website-layout.tsx", [index("routes/website/home.tsx")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
