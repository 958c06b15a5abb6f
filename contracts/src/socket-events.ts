// The typed Socket.IO event map (DESIGN.md §7) lives here.
export {};
