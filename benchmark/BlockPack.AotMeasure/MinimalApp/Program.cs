using System;
using BlockPack;
using MinimalApp;

// One serialize and one deserialize of one [MessagePackObject] class: the smallest real use, whose executable size
// docs/source-generator.md reports ("Executable size by feature"). Each MinimalUses* property of the project adds one
// feature's round trip, to measure what that feature costs.
var person = new Person { Name = "Ada", Age = 36 };
MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard;
#if USES_LZ4
options = options.WithCompression(MessagePackCompression.Lz4BlockArray);
#endif
#if USES_ZSTD
options = options.WithCompression(MessagePackCompression.ZstdBlockArray);
#endif
byte[] bytes = MessagePackSerializer.Serialize(person, options);
Person back = MessagePackSerializer.Deserialize<Person>(bytes, options);
Console.WriteLine($"{back.Name} {back.Age} ({bytes.Length} bytes)");
#if USES_TYPELESS
byte[] typeless = MessagePackSerializer.Typeless.Serialize(person);
Console.WriteLine($"typeless: {((Person)MessagePackSerializer.Typeless.Deserialize(typeless)!).Name} ({typeless.Length} bytes)");
#endif
#if USES_CONTRACTLESS
MessagePackSerializerOptions contractless = BlockPack.Resolvers.ContractlessStandardResolver.Options;
byte[] plainBytes = MessagePackSerializer.Serialize(new Unattributed { Name = "Ada", Age = 36 }, contractless);
Console.WriteLine($"contractless: {MessagePackSerializer.Deserialize<Unattributed>(plainBytes, contractless).Name} ({plainBytes.Length} bytes)");
#endif
#if CHECKS_ZSTANDARD_SWITCH
// Published by scripts/aot-test.sh with -p:BlockPackZstandardSupport=false (with Lz4): Zstandard is refused when asked
// for, and a Zstandard payload (docs/format.md's worked example) fails with the switch named, not a crash.
try
{
    MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray);
    Console.WriteLine("switch: FAIL WithCompression(ZstdBlockArray) was accepted");
}
catch (NotSupportedException ex) when (ex.Message.Contains("BlockPackZstandardSupport=false", StringComparison.Ordinal))
{
    Console.WriteLine("switch: PASS WithCompression(ZstdBlockArray) refused");
}

byte[] zstdPayload = Convert.FromHexString(
    "92C7055F00000000" + "43C41B" + "28B52FFD20439500006" + "09BA568656C6C6F776F726C640100CC598C");
try
{
    MessagePackSerializer.Deserialize<string[]>(zstdPayload, options);
    Console.WriteLine("switch: FAIL a ZstdBlockArray payload was read");
}
catch (MessagePackSerializationException ex) when (ex.ToString().Contains("BlockPack.Compression.Zstandard.IsSupported", StringComparison.Ordinal))
{
    Console.WriteLine("switch: PASS a ZstdBlockArray payload names the switch");
}
#endif
