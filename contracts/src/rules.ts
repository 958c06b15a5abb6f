// Schemas for the rules feature live here (see DESIGN.md §6).
export {};
