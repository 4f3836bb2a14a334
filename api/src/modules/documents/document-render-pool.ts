import { Injectable } from '@nestjs/common';
import { join } from 'node:path';
import { RenderPool } from '../../platform/render/render-pool';
import type { DocumentRenderers } from './document-renderers';

/**
 * The app's render pool: statements, invoices and report workbooks made in worker threads
 * (platform/render/), so the HTTP process keeps answering while they are laid out. One per app;
 * its threads end when the app closes.
 */
@Injectable()
export class DocumentRenderPool extends RenderPool<DocumentRenderers> {
  constructor() {
    // By path, without an extension: document-renderers.js in the build, .ts under jest.
    super(join(__dirname, 'document-renderers'));
  }
}
