"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.customerReminderDecider = exports.plantReminderDecider = exports.DEFAULT_REMINDER_TEMPLATES = exports.MAX_TEMPLATE_LENGTH = exports.REMINDER_PLACEHOLDERS = void 0;
exports.templateProblem = templateProblem;
exports.fillTemplate = fillTemplate;
const domain_error_1 = require("../../platform/domain/domain-error");
/** The placeholders a template may use; anything else in braces is refused. */
exports.REMINDER_PLACEHOLDERS = ['{name}', '{code}', '{amount}', '{days}', '{plant}', '{since}'];
exports.MAX_TEMPLATE_LENGTH = 1000;
/** What a customer of each language is sent until the plant saves its own text for that language. */
exports.DEFAULT_REMINDER_TEMPLATES = {
    en: 'Assalam o Alaikum {name}, this is a reminder from {plant}: {amount} is due on your water account (unpaid since {since}, {days} days). Please pay at your earliest convenience. Thank you!',
    ur: 'السلام علیکم {name}، {plant} کی طرف سے یاد دہانی: آپ کے پانی کے کھاتے میں {amount} بقایا ہیں ({since} سے، {days} دن)۔ براہ کرم جلد از جلد ادائیگی کر دیں۔ شکریہ!',
};
/** A template's problem, or null: not blank, not too long, only known placeholders. */
function templateProblem(template) {
    if (template.trim() === '')
        return 'The template is required.';
    if (template.length > exports.MAX_TEMPLATE_LENGTH)
        return `The template may not be longer than ${exports.MAX_TEMPLATE_LENGTH} characters.`;
    const unknown = (template.match(/\{[^}]*\}/g) ?? []).filter((p) => !exports.REMINDER_PLACEHOLDERS.includes(p));
    if (unknown.length > 0)
        return `Unknown placeholder ${unknown[0]}. Use ${exports.REMINDER_PLACEHOLDERS.join(', ')}.`;
    return null;
}
/** A plant's reminder templates, one per language: set (again) by its owner; the same text twice records nothing. */
exports.plantReminderDecider = {
    initialState: { templates: {} },
    evolve: (state, event) => ({ templates: { ...state.templates, [event.data.language ?? 'en']: event.data.template } }),
    decide(command, state) {
        const problem = templateProblem(command.template);
        if (problem)
            throw domain_error_1.DomainError.field('template', problem);
        if (state.templates[command.language] === command.template)
            return [];
        const { plantId, ownerId, template, language } = command;
        return [{ type: 'ReminderTemplateSet', data: { plant_id: plantId, owner_id: ownerId, template, language } }];
    },
};
/** A customer's reminders: each tap on "Send on WhatsApp" is one. */
exports.customerReminderDecider = {
    initialState: { sends: 0 },
    evolve: (state) => ({ sends: state.sends + 1 }),
    decide: (command) => [
        {
            type: 'PaymentReminderSent',
            data: {
                customer_id: command.customerId,
                plant_id: command.plantId,
                owner_id: command.ownerId,
                amount: command.amount,
                age_days: command.ageDays,
            },
        },
    ],
};
/** The template filled in for one customer. */
function fillTemplate(template, values) {
    const map = {
        '{name}': values.name,
        '{code}': values.code,
        '{amount}': values.amount,
        '{days}': values.days === null ? '0' : String(values.days),
        '{plant}': values.plant,
        '{since}': values.since ?? '-',
    };
    return template.replace(/\{[a-z]+\}/g, (placeholder) => map[placeholder] ?? placeholder);
}
//# sourceMappingURL=reminder.decider.js.map