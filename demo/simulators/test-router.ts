// The Worker tests' outbound router: the gateway under test sends every global `fetch` here (miniflare
// `outboundService`, see vitest.worker.config.ts). A request to a simulator's test host
// (`http://<partner>.simulator.test`) goes to that simulator's auxiliary Worker over a service binding;
// anything else goes out unchanged, as it would without the router.

interface RouterEnv {
  /** JSON: test host → the name of the service binding to its simulator. */
  ROUTES: string;
  [binding: string]: unknown;
}

export default {
  async fetch(request: Request, env: RouterEnv): Promise<Response> {
    const routes = JSON.parse(env.ROUTES) as Record<string, string>;
    const binding = routes[new URL(request.url).host];
    const simulator = binding ? (env[binding] as Fetcher | undefined) : undefined;
    return simulator ? simulator.fetch(request) : fetch(request);
  },
} satisfies ExportedHandler<RouterEnv>;
