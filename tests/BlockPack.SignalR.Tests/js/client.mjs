// The official SignalR JavaScript client with its MessagePack protocol against a BlockPack server, run by
// JavaScriptClientTests: `node client.mjs <hub url>`. Prints one line per scenario, "ok <name>" or "fail <name>: why",
// and exits 0 only when every scenario passed.
import * as signalR from "@microsoft/signalr";
import { MessagePackHubProtocol } from "@microsoft/signalr-protocol-msgpack";

const url = process.argv[2];
let failed = 0;

function check(name, condition, detail) {
  if (condition) {
    console.log(`ok ${name}`);
  } else {
    failed++;
    console.log(`fail ${name}: ${detail}`);
  }
}

function connect(address, keepAlive) {
  const connection = new signalR.HubConnectionBuilder()
    .withUrl(address, { transport: signalR.HttpTransportType.WebSockets })
    .withHubProtocol(new MessagePackHubProtocol())
    .configureLogging(signalR.LogLevel.None)
    .build();
  if (keepAlive) {
    connection.keepAliveIntervalInMilliseconds = 100;
    connection.serverTimeoutInMilliseconds = 3000;
  }
  return connection;
}

// The .NET test's Order.Sample(7): the server echoes it, so what comes back must match field by field.
const order = {
  Id: 7,
  Customer: "customer-7",
  State: "Paid",
  Total: 8.75,
  Placed: new Date(Date.UTC(2026, 10, 26, 9, 30, 7)),
  Lines: [
    { Sku: "SKU-217", Quantity: 1, Price: "9.99" },
    { Sku: "SKU-218", Quantity: 2, Price: "10.99" },
  ],
  Note: "é ✓ note",
};

try {
  const connection = connect(url, true);
  await connection.start();

  check("invoke", (await connection.invoke("Add", 40, 2)) === 42, "Add(40, 2)");

  const echoed = await connection.invoke("Echo", order);
  check("echo", JSON.stringify(echoed) === JSON.stringify(order), `${JSON.stringify(echoed)} != ${JSON.stringify(order)}`);

  const nothing = await connection.invoke("Nothing");
  check("void", nothing === null || nothing === undefined, `Nothing() returned ${nothing}`);

  try {
    await connection.invoke("Fail");
    check("error", false, "Fail() did not throw");
  } catch (e) {
    check("error", String(e.message).includes("order 7 rejected"), e.message);
  }

  const items = await new Promise((resolve, reject) => {
    const received = [];
    connection.stream("Orders", 5).subscribe({
      next: (item) => received.push(item),
      complete: () => resolve(received),
      error: reject,
    });
  });
  check("server stream", items.length === 5 && items.every((o, i) => o.Id === i && o.Lines.length === 3), JSON.stringify(items.map((o) => o.Id)));

  const subject = new signalR.Subject();
  const upload = connection.invoke("Upload", subject);
  for (let i = 0; i < 10; i++) {
    subject.next({ ...order, Id: i });
  }
  subject.complete();
  check("client stream", (await upload) === 45, "Upload sum");

  const notified = new Promise((resolve) => connection.on("Notified", (text, o) => resolve([text, o])));
  await connection.invoke("Notify", "hello");
  const [text, notifiedOrder] = await notified;
  check("server invocation", text === "hello" && notifiedOrder.Id === 5 && notifiedOrder.State === "Shipped", `${text} ${JSON.stringify(notifiedOrder)}`);

  connection.on("Answer", (question) => `${question}? 42`);
  check("client result", (await connection.invoke("AskClient", "why")) === "client said why? 42", "AskClient");

  // Idle for twice both timeouts (3 s): only pings (every 100 ms both ways) keep the connection.
  let closedEarly = null;
  connection.onclose((e) => { closedEarly = e ?? new Error("closed"); });
  await new Promise((r) => setTimeout(r, 6500));
  check("ping", closedEarly === null && connection.state === signalR.HubConnectionState.Connected, `closed: ${closedEarly}`);

  await connection.stop();
  check("stop", connection.state === signalR.HubConnectionState.Disconnected, connection.state);

  const rejected = connect(url + "?reject=1", false);
  const closeError = new Promise((resolve) => rejected.onclose((e) => resolve(e)));
  let error;
  try {
    // The server's close message may arrive during start (which then rejects with its error) or just after.
    await rejected.start();
    error = await Promise.race([closeError, new Promise((r) => setTimeout(() => r(new Error("no close within 10 s")), 10000))]);
  } catch (e) {
    error = e;
  }
  check("close with error", error && String(error.message).includes("rejected by the test hub"), error && error.message);
} catch (e) {
  failed++;
  console.log(`fail unexpected: ${e && e.stack ? e.stack : e}`);
}

process.exit(failed === 0 ? 0 : 1);
