/**
 * The bench's baseline: a bare Fastify JSON route in a process of its own, the most any route of
 * the app could answer on this machine. Prints `listening <port>` once it listens on 127.0.0.1.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`listening ${new URL(address).port}`);
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
