using System;
using BlockPack;
using MinimalApp;

// One serialize and one deserialize of one [MessagePackObject] class: the smallest real use, whose executable size
// docs/source-generator.md reports.
var person = new Person { Name = "Ada", Age = 36 };
MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard;
#if USES_LZ4
options = options.WithCompression(MessagePackCompression.Lz4BlockArray);
#endif
byte[] bytes = MessagePackSerializer.Serialize(person, options);
Person back = MessagePackSerializer.Deserialize<Person>(bytes, options);
Console.WriteLine($"{back.Name} {back.Age} ({bytes.Length} bytes)");
