using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack;
using BlockPack.AotApp;
using BlockPack.AotApp.Models;

// Every check round-trips through MessagePackSerializerOptions.Standard, as an app that never configures a resolver:
// under NativeAOT the standard resolver serves the formatters BlockPack.SourceGenerator wrote for this assembly.
var checks = new Checks();
Console.WriteLine("decoder=" + Lz4Decoding.Active);
Console.WriteLine("dynamiccode=" + System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported);

// Bytes worked out by hand from the MessagePack spec.
checks.Run("struct bytes", () => Hex(MessagePackSerializer.Serialize(new OrderLine("A", 300, 0.5))) == "93a141cd012ccb3fe0000000000000" ? null : Hex(MessagePackSerializer.Serialize(new OrderLine("A", 300, 0.5))));
checks.Run("string-key record bytes", () => Hex(MessagePackSerializer.Serialize(new Customer("Ada", 36))) == "82a44e616d65a3416461a341676524" ? null : Hex(MessagePackSerializer.Serialize(new Customer("Ada", 36))));
checks.Run("own [MessagePackFormatter] bytes", () => Hex(MessagePackSerializer.Serialize(new Money(300))) == "cd012c" ? null : Hex(MessagePackSerializer.Serialize(new Money(300))));
checks.Run("private members bytes and round trip", () =>
{
    byte[] bytes = MessagePackSerializer.Serialize(new Badge(7, "x"));
    Badge back = MessagePackSerializer.Deserialize<Badge>(bytes);
    return Hex(bytes) != "9207a178" ? Hex(bytes) : back.Code != 7 || back.Label != "x" ? $"read back {back.Code}, {back.Label}" : null;
});
checks.Run("union bytes", () => Hex(MessagePackSerializer.Serialize<IShape>(new Rectangle { Width = 2, Height = 3 })) == "9201920203" ? null : Hex(MessagePackSerializer.Serialize<IShape>(new Rectangle { Width = 2, Height = 3 })));

// Issue 21's table: top-level shapes no attribute names, found by the generator at these call sites.
checks.Run("top-level Dictionary<string, struct> bytes", () => Expect("81a16193a141cd012ccb3fe0000000000000", MessagePackSerializer.Serialize(new Dictionary<string, OrderLine> { ["a"] = new OrderLine("A", 300, 0.5) })));
checks.Run("generic [MessagePackObject] Envelope<Customer> bytes", () => Expect("9282a44e616d65a3416461a341676524a178", MessagePackSerializer.Serialize(new Envelope<Customer> { Body = new Customer("Ada", 36), Note = "x" })));
checks.Run("top-level object[] bytes", () => Expect("97d200000001a374776fcb4008000000000000c3c0c40101d300000002dfdc1c35", MessagePackSerializer.Serialize(Samples.Objects())));
checks.Run("top-level object[][] bytes", () => Expect("9197d200000001a374776fcb4008000000000000c3c0c40101d300000002dfdc1c35", MessagePackSerializer.Serialize(new[] { Samples.Objects() })));
checks.Run("top-level ValueTuple bytes", () => Expect("9205a466697665", MessagePackSerializer.Serialize((5, "five"))));
checks.Run("boxed collections in an object member bytes", () => Expect(
    "9182a16b92d200000001d200000002a16e9201cd012c",
    MessagePackSerializer.Serialize(new Bag { Anything = new Dictionary<object, object> { ["k"] = new object[] { 1, 2 }, ["n"] = new[] { 1, 300 } } })));

// A generated struct boxed in an object member or array: NativeAOT cannot close a formatter over a value type at run
// time, so the generated resolver writes it (PluginPoint is serialized generically nowhere in the app).
checks.Run("generated struct boxed in an object member bytes", () => Expect("919201cd012c", MessagePackSerializer.Serialize(new Bag { Anything = new PluginPoint(1, 300) })));
checks.Run("generated struct boxed in a top-level object[] bytes", () => Expect("92a1789201cd012c", MessagePackSerializer.Serialize(new object[] { "x", new PluginPoint(1, 300) })));
checks.Run("generated class boxed in an object member bytes", () => Expect("9182a44e616d65a3416461a341676524", MessagePackSerializer.Serialize(new Bag { Anything = new Customer("Ada", 36) })));

// [DataContract]: Order keys make an array, [7, nil (no Order 1), "a@b"]; the member without [DataMember] is left out.
checks.Run("[DataContract] bytes and round trip", () =>
{
    byte[] bytes = MessagePackSerializer.Serialize(new Contact { Id = 7, Email = "a@b", Scratch = "no" });
    Contact back = MessagePackSerializer.Deserialize<Contact>(bytes);
    return Hex(bytes) != "9307c0a3614062" ? Hex(bytes) : back.Id != 7 || back.Email != "a@b" || back.Scratch is not null ? $"read back {back.Id}, {back.Email}, {back.Scratch}" : null;
});

foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
{
    MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(mode);
    checks.Run($"{mode}: class with nested types", () => Same(Samples.Order(7), RoundTrip(Samples.Order(7), options)));
    checks.Run($"{mode}: record struct", () => Same(new OrderLine("x", 1, 2.5), RoundTrip(new OrderLine("x", 1, 2.5), options)));
    checks.Run($"{mode}: nullable struct", () => Same<OrderLine?>(new OrderLine("y", 2, 3), RoundTrip<OrderLine?>(new OrderLine("y", 2, 3), options)));
    checks.Run($"{mode}: record with name keys", () => Same(new Customer("Grace", 85), RoundTrip(new Customer("Grace", 85), options)));
    checks.Run($"{mode}: union list", () =>
    {
        var shapes = new List<IShape> { new Circle(1.5), new Rectangle { Width = 4, Height = 5 }, new Circle(0) };
        return shapes.SequenceEqual(RoundTrip(shapes, options)) ? null : "different";
    });
    checks.Run($"{mode}: array of structs", () =>
    {
        OrderLine[] lines = Enumerable.Range(0, 1000).Select(i => new OrderLine("s" + i, i, i * 0.25)).ToArray();
        return lines.SequenceEqual(RoundTrip(lines, options)) ? null : "different";
    });
    checks.Run($"{mode}: top-level Dictionary<string, struct>", () =>
    {
        var map = new Dictionary<string, OrderLine> { ["a"] = new OrderLine("A", 1, 0.5), ["b"] = new OrderLine("B", 2, 1.5) };
        Dictionary<string, OrderLine> back = RoundTrip(map, options);
        return back.Count == 2 && back["a"] == map["a"] && back["b"] == map["b"] ? null : "different";
    });
    checks.Run($"{mode}: generic [MessagePackObject]", () =>
    {
        Envelope<Customer> back = RoundTrip(new Envelope<Customer> { Body = new Customer("Lin", 40), Note = "n" }, options);
        return back.Body == new Customer("Lin", 40) && back.Note == "n" ? null : $"got {back.Body}, {back.Note}";
    });
    checks.Run($"{mode}: object[] of primitives", () =>
    {
        object?[] back = RoundTrip(Samples.Objects(), options);

        // Read back as the CLR types of the formats written (int32 -> int, float64 -> double, bin -> byte[]).
        return back.Length == 7 && 1.Equals(back[0]) && "two".Equals(back[1]) && 3.0.Equals(back[2]) && true.Equals(back[3]) && back[4] is null
            && back[5] is byte[] { Length: 1 } b && b[0] == 1 && 12345678901L.Equals(back[6]) ? null : string.Join(",", back);
    });
    checks.Run($"{mode}: object[][]", () =>
    {
        object?[][] back = RoundTrip(new[] { Samples.Objects(), new object?[] { "x" } }, options);
        return back.Length == 2 && back[0].Length == 7 && "x".Equals(back[1][0]) ? null : "different";
    });
    checks.Run($"{mode}: ValueTuple", () => Same((5, "five"), RoundTrip((5, "five"), options)));
    checks.Run($"{mode}: boxed collections in an object member", () =>
    {
        var bag = new Bag { Anything = new Dictionary<object, object> { ["list"] = new object[] { 1, "a", new object[] { 2.5 } }, ["when"] = new DateTime(2026, 1, 2, 3, 4, 5, DateTimeKind.Utc) } };
        var back = (Dictionary<object, object?>)RoundTrip(bag, options).Anything!;
        var list = (object?[])back["list"]!;
        return 1.Equals(list[0]) && "a".Equals(list[1]) && 2.5.Equals(((object?[])list[2]!)[0]) && new DateTime(2026, 1, 2, 3, 4, 5, DateTimeKind.Utc).Equals(back["when"]) ? null : "different";
    });
    checks.Run($"{mode}: the demo's 5,000 orders (decimal, timestamps, map-keyed lines)", () =>
    {
        List<BlockPack.Sandbox.Model.Order> orders = BlockPack.Sandbox.Model.OrderGenerator.Create(5_000);
        byte[] bytes = MessagePackSerializer.Serialize(orders, options);
        List<BlockPack.Sandbox.Model.Order> back = MessagePackSerializer.Deserialize<List<BlockPack.Sandbox.Model.Order>>(bytes, options);
        int difference = BlockPack.Sandbox.Model.OrderComparer.FirstDifference(orders, back);
        return difference < 0 ? null : $"order {difference} differs";
    });
    checks.Run($"{mode}: 20,000 orders (many LZ4 blocks)", () =>
    {
        List<Order> orders = Samples.Orders(20_000);
        byte[] bytes = MessagePackSerializer.Serialize(orders, options);
        List<Order> back = MessagePackSerializer.Deserialize<List<Order>>(bytes, options);

        // The compressed modes must decode to exactly the plain bytes.
        byte[] plain = MessagePackSerializer.Serialize(orders);
        byte[] replain = MessagePackSerializer.Serialize(back);
        return !orders.SequenceEqual(back) ? "different orders"
            : !plain.AsSpan().SequenceEqual(replain) ? "different plain bytes after the round trip"
            : mode != MessagePackCompression.None && bytes.Length >= plain.Length ? $"not compressed ({bytes.Length} >= {plain.Length})"
            : null;
    });
}

// Secure by default: dictionaries read with the standard options get the collision-resistant comparer, also for enum
// keys, whose comparer is made without MakeGenericType (docs/security.md).
checks.Run("default options: dictionaries keyed by the collision-resistant comparer", () =>
{
    var tally = new Tally
    {
        ByNumber = new Dictionary<long, int> { [1L << 40] = 1, [-5] = 2 },
        ByStatus = new Dictionary<OrderStatus, int> { [OrderStatus.Shipped] = 1, [OrderStatus.Cancelled] = 2 },
    };
    Tally back = RoundTrip(tally, MessagePackSerializerOptions.Standard);
    return SecureKeys(tally.ByNumber, back.ByNumber) ?? SecureKeys(tally.ByStatus, back.ByStatus);
});

checks.Run("a type without a generated formatter fails with a clear error", () =>
{
    try
    {
        // BP0009 says at compile time what this check finds at run time.
#pragma warning disable BP0009
        MessagePackSerializer.Serialize(new Unannotated { Value = 1 });
#pragma warning restore BP0009
        return System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported ? "the contractless type was accepted by the standard resolver" : "serialized without a formatter";
    }
    catch (MessagePackSerializationException e) when (e.GetBaseException() is FormatterNotRegisteredException inner && inner.Message.Contains(typeof(Unannotated).FullName!, StringComparison.Ordinal))
    {
        // Under NativeAOT the message says what to add.
        return System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported || inner.Message.Contains("[MessagePackObject]", StringComparison.Ordinal) ? null : inner.Message;
    }
});

// The same unattributed type with ContractlessStandardResolver: public members keyed by name, {"Value": 1}. Under
// NativeAOT from the contractless formatter the generator wrote because this call reaches the type.
checks.Run("ContractlessStandardResolver: unattributed type bytes and round trip", () =>
{
    // No BP0009 here: the generator sees that these calls pass ContractlessStandardResolver's options.
    byte[] bytes = MessagePackSerializer.Serialize(new Unannotated { Value = 1 }, BlockPack.Resolvers.ContractlessStandardResolver.Options);
    Unannotated back = MessagePackSerializer.Deserialize<Unannotated>(bytes, BlockPack.Resolvers.ContractlessStandardResolver.Options);
    return Hex(bytes) != "81a556616c756501" ? Hex(bytes) : back.Value != 1 ? $"read back {back.Value}" : null;
});

NewTypeChecks.Run(checks);
RegistrationChecks.Run(checks);
AllowPrivateChecks.Run(checks);
GenericHelperChecks.Run(checks);
BuiltinTypeChecks.Run(checks);
Console.WriteLine($"aot: {checks.Passed} passed, {checks.Failed} failed");
return checks.Failed == 0 ? 0 : 1;

static T RoundTrip<T>(T value, MessagePackSerializerOptions options) =>
    MessagePackSerializer.Deserialize<T>(MessagePackSerializer.Serialize(value, options), options);

static string? Same<T>(T expected, T actual) => EqualityComparer<T>.Default.Equals(expected, actual) ? null : $"expected {expected}, got {actual}";

static string? SecureKeys<TKey>(Dictionary<TKey, int> written, Dictionary<TKey, int> read)
    where TKey : notnull
{
    string key = typeof(TKey).Name;
    return !read.OrderBy(e => e.Value).SequenceEqual(written.OrderBy(e => e.Value)) ? $"{key}: different entries"
        : ReferenceEquals(read.Comparer, EqualityComparer<TKey>.Default) ? $"{key}: the default comparer"
        : !ReferenceEquals(read.Comparer, MessagePackSecurity.UntrustedData.GetEqualityComparer<TKey>()) ? $"{key}: comparer {read.Comparer.GetType().Name}"
        : null;
}

static string? Expect(string hex, byte[] bytes) => Hex(bytes) == hex ? null : Hex(bytes);

static string Hex(byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant();
