"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.addressLimitKey = addressLimitKey;
const node_net_1 = require("node:net");
/** The eight 16-bit groups of an IPv6 address, in hex, or null when it is not one. */
function ipv6Groups(address) {
    const plain = address.split('%')[0];
    if (!(0, node_net_1.isIPv6)(plain))
        return null;
    const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, undefined];
    const parts = (text) => text === ''
        ? []
        : text.split(':').flatMap((part) => {
            if (!part.includes('.'))
                return [part];
            const [a, b, c, d] = part.split('.').map(Number);
            return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
    const front = parts(head);
    const back = tail === undefined ? [] : parts(tail);
    const middle = Array(8 - front.length - back.length).fill('0');
    return [...front, ...middle, ...back].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
/**
 * The unit a per-address limit counts: an IPv4 address (also when written IPv4-mapped, as a
 * dual-stack socket reports it), or an IPv6 /64, the block one subscriber usually holds whole,
 * so a client cannot get a fresh budget by rotating addresses inside it.
 */
function addressLimitKey(address) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped)
        return mapped[1];
    if ((0, node_net_1.isIPv4)(address))
        return address;
    const groups = ipv6Groups(address);
    return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}
//# sourceMappingURL=client-address.js.map