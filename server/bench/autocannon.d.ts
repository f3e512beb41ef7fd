/** The part of autocannon 8 that api.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    /** Seconds to run; ignored when `amount` is given. */
    duration?: number;
    /** Calls to make in all, then stop. */
    amount?: number;
    /** onResponse: called with every answer as it completes. */
    requests?: (Request & { setupRequest?: (request: Request) => Request; onResponse?: (status: number, body: string) => void })[];
  };
  type Stats = { average: number; p50: number; p97_5: number; p99: number };
  type Result = { requests: Stats & { total: number }; latency: Stats; errors: number; timeouts: number; non2xx: number; /** seconds the run took, counted to the one-second tick after its last answer */ duration: number };
  export default function autocannon(options: Options): Promise<Result>;
}
