import { Module } from '@nestjs/common';
import { DocumentRenderPool } from './document-render-pool';

/** The render pool, for the modules that send documents (statements, invoices, reports): imported by each, made once. */
@Module({
  providers: [DocumentRenderPool],
  exports: [DocumentRenderPool],
})
export class DocumentsModule {}
