// rspress eject never reads this file; rspress build does (both run in this folder).
console.log('eject folder config loaded');

export default {};
