const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * The HTTP SMS gateway adapter: POSTs {to, text} as JSON to SMS_GATEWAY_URL (credentials, if any, in the URL or
 * a relay in front of the provider); any non-2xx answer is a failed delivery.
 */
export function createSmsGateway(gatewayUrl: string) {
  return {
    send: async (to: string, text: string) => {
      const response = await fetch(gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
