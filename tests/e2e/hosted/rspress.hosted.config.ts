import siteConfig from '../../../rspress.config';
import { hostedOutDir } from './out-dir';

/** The site as configured, built into a separate folder for the hosted-search browser tests. */
export default { ...siteConfig, outDir: hostedOutDir };
