/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Community chat invite shown in the footer. */
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  /** The project's code repository shown in the footer. */
  readonly VITE_COMMUNITY_CODE_URL?: string;
  /** The community's video stream channel shown in the footer. */
  readonly VITE_COMMUNITY_STREAMS_URL?: string;
  /** The community's social media page shown in the footer. */
  readonly VITE_COMMUNITY_SOCIAL_URL?: string;
  /**
   * Where game images (items, ascendancies) are served from, e.g. `https://cdn.example.org/assets`. Without it
   * the app shows text and colour fallbacks instead of images (we do not ship game art).
   */
  readonly VITE_ASSET_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
