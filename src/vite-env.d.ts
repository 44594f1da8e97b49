/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND?: 'memory' | 'mock-http' | 'http';
  readonly VITE_API_ORIGIN?: string;
  readonly VITE_API_V2_BASE_PATH?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_NEWS_FEED_URL?: string;
  readonly VITE_PAYJP_PUBLIC_KEY?: string;
  readonly VITE_HELP_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_DEFERRED_PAYMENT_SITE_URL?: string;
  readonly VITE_PRODUCT_NAME?: string;
}
