/** @marquee/mail — being built (issue 28 item 2, issue 31 item 5); see the package README once it lands. */
export {};
