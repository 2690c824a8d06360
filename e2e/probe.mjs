import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const p = await b.newPage();
p.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 500)));
p.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 500)));
await p.goto(process.argv[2]);
await p.waitForTimeout(3000);
console.log(await p.evaluate(() => [document.body.innerText.slice(0,200),Object.keys(document).filter(k => k.startsWith("__react")), typeof window.__reactRouterDataRouter, window.__reactRouterDataRouter?.state?.initialized, window.__reactRouterDataRouter?.state?.errors]));
await b.close();
