"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
//# sourceMappingURL=projection.types.js.map