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
