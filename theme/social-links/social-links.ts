// The theme's social links (with an icon for each platform it knows) as a chunk of their own, for ./SocialLinks.tsx.
export { SocialLinks as default } from '@rspress/core/theme-original';
