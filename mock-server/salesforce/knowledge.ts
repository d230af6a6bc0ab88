// The fake org's published Knowledge articles (Lightning Knowledge, KnowledgeArticleVersion, online, en_US).
export interface KnowledgeArticle {
  Id: string;
  KnowledgeArticleId: string;
  ArticleNumber: string;
  Title: string;
  UrlName: string;
  Summary: string;
  keywords: string[];
}

const a = (n: number, Title: string, Summary: string, keywords: string[]): KnowledgeArticle => ({
  Id: `ka05g000000${String(n).padStart(4, '0')}AAA`,
  KnowledgeArticleId: `kA05g000000${String(n).padStart(4, '0')}CAA`,
  ArticleNumber: String(1000 + n).padStart(9, '0'),
  Title,
  UrlName: Title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  Summary,
  keywords,
});

export const KNOWLEDGE: readonly KnowledgeArticle[] = [
  a(1, 'Reset your password', 'Use the Forgot password link on the login page; the reset link is valid for one hour.', ['password', 'login', 'reset', 'account']),
  a(2, 'Configure SAML single sign-on', 'Upload your identity provider metadata and map the federation ID before enforcing SSO.', ['sso', 'saml', 'okta', 'azure', 'security']),
  a(3, 'Understand your invoice', 'Seats added mid-term are prorated; taxes are calculated from the billing address.', ['billing', 'invoice', 'proration', 'tax']),
  a(4, 'Change your subscription plan', 'Upgrades apply immediately; downgrades take effect at renewal.', ['billing', 'plan', 'upgrade', 'downgrade', 'cancel']),
  a(5, 'API limits and best practices', 'Each org gets 100,000 API calls per 24 hours plus 1,000 per licence; use bulk endpoints for large loads.', ['api', 'limits', 'rate', '429', 'bulk']),
  a(6, 'Export your data', 'Owners can schedule a weekly export or request a full export as CSV files.', ['export', 'csv', 'data', 'backup']),
  a(7, 'Troubleshoot email deliverability', 'Set up SPF, DKIM and DMARC for your sending domain so messages are not marked as spam.', ['email', 'spf', 'dkim', 'deliverability', 'spam']),
  a(8, 'Connect the mobile app', 'Scan the QR code under Settings → Mobile to pair the app with your account.', ['mobile', 'app', 'ios', 'android']),
  a(9, 'Add users and assign licences', 'Admins invite users and assign a licence; deactivated users free their licence.', ['users', 'licence', 'seats', 'roles']),
  a(10, 'Service level agreement and uptime', 'Enterprise plans include a 99.9% monthly uptime commitment with service credits.', ['sla', 'uptime', 'status', 'outage']),
];
