using System.Collections.Generic;
using System.Linq;
using System.Text;
using BlockPack.SourceGenerator.Model;

namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>
    /// Writes the formatter class of one [MessagePackObject] type. The code is the C# form of what the runtime's
    /// ObjectFormatterEmitter emits as IL (docs/design.md), step for step, so both write the same bytes and fail with
    /// the same messages; primitives, strings and other generated types are written and read without a resolver lookup.
    /// </summary>
    internal sealed class ObjectFormatterWriter
    {
        private const string NoMember = RuntimeNames.Errors + ".NoMember";
        private readonly ObjectModel model;
        private readonly MemberCode code;
        private readonly SourceWriter w;

        private ObjectFormatterWriter(ObjectModel model, MemberCode code, SourceWriter writer)
        {
            this.model = model;
            this.code = code;
            this.w = writer;
        }

        /// <summary>Writes the formatter class as a nested class of the resolver.</summary>
        public static void Write(ObjectModel model, MemberCode code, SourceWriter writer) => new ObjectFormatterWriter(model, code, writer).WriteClass();

        private EquatableArray<MemberModel> Members => this.model.Members;

        private void WriteClass()
        {
            string t = this.model.TypeName;
            this.w.Line($"/// <summary>Writes and reads {XmlText.Escape(t)}; generated from its attributes.</summary>");
            this.w.Open($"internal sealed class {this.model.FormatterName} : {RuntimeNames.Formatter}<{t}>");
            this.w.Line($"internal static readonly {this.model.FormatterName} Instance = new {this.model.FormatterName}();");
            this.w.Line();
            this.w.Line($"private static readonly string[] MemberNames = {{ {string.Join(", ", this.Members.Select(m => Quote(m.Name)))} }};");
            for (int i = 0; i < this.Members.Count; i++)
            {
                MemberModel member = this.Members[i];
                if (member.ValueKind == MemberValueKind.Custom)
                {
                    this.w.Line($"private static readonly {RuntimeNames.Formatter}<{member.TypeName}> Custom{i} = {member.CustomFormatterCreation};");
                }

                if (!this.model.IsIntKey && member.IsReadable)
                {
                    byte[] utf8 = Encoding.UTF8.GetBytes(member.StringKey!);

                    // Keys of 32 to 255 bytes have a str8 header, which the old spec lacks: those go through the writer.
                    byte[] stored = KeyDependsOnSpec(utf8) ? utf8 : EncodedString(utf8);

                    // A span over the assembly's constant data: its length is a constant where the writer's WriteRaw is
                    // inlined, so only one of its copy paths is compiled (a static array's length is read at run time).
                    this.w.Line($"private static global::System.ReadOnlySpan<byte> Key{i} => {ByteArray(stored)}; // {Quote(member.StringKey!)}");
                }
            }

            for (int i = 0; i < this.Members.Count; i++)
            {
                this.WriteAccessors(this.Members[i], i);
            }

            if (this.model.ConstructsThroughAccessor)
            {
                // A non-public constructor (AllowPrivate): bound by signature, as the runtime binds the member accessors.
                string parameters = string.Join(", ", this.model.ConstructorParameterTypes.Select((p, i) => $"{p} p{i}"));
                this.w.Line("[global::System.Runtime.CompilerServices.UnsafeAccessor(global::System.Runtime.CompilerServices.UnsafeAccessorKind.Constructor)]");
                this.w.Line($"private static extern {t} Construct({parameters});");
            }

            if (!this.model.IsIntKey)
            {
                string keys = string.Join(", ", this.Members.Select(m => ByteArray(Encoding.UTF8.GetBytes(m.StringKey!))));
                this.w.Line($"private static readonly {RuntimeNames.KeyTable} Keys = new {RuntimeNames.KeyTable}(typeof({t}), new byte[][] {{ {keys} }});");
            }

            this.w.Line();
            this.WriteResolvedClass();
            this.WriteSerialize();
            this.w.Line();
            this.WriteDeserialize();
            this.w.Close();
        }

        private void WriteSerialize()
        {
            ObjectModel model = this.model;
            this.w.Line("/// <inheritdoc/>");
            this.w.Open($"public void Serialize(ref {RuntimeNames.Writer} writer, {model.TypeName} value, {RuntimeNames.Options} options)");
            if (!model.IsValueType)
            {
                this.w.Open("if (value is null)").Line("writer.WriteNil();").Line("return;").Close().Line();
            }

            this.w.Line($"int current = {NoMember};");
            this.w.Open("try");
            if (model.HasCallbacks)
            {
                this.w.Line($"current = {RuntimeNames.Errors}.Callback;");
                this.WriteCallback("value", "OnBeforeSerialize");
                this.w.Line($"current = {NoMember};");
            }

            this.w.Line("options.Security.DepthStep(ref writer);");
            this.WriteResolverLocal();
            if (model.IsIntKey)
            {
                int length = model.Members.Where(m => m.IsReadable).Select(m => m.IntKey + 1).DefaultIfEmpty(0).Max();
                this.w.Line($"writer.WriteArrayHeader({length});");
                for (int key = 0; key < length; key++)
                {
                    int index = this.IndexOfKey(key);
                    if (index < 0 || !this.Members[index].IsReadable)
                    {
                        this.w.Line($"current = {NoMember};").Line("writer.WriteNil();");
                        continue;
                    }

                    this.w.Line($"current = {index};");
                    this.w.Line(this.code.Write(this.Members[index], index, this.ReadMember(this.Members[index], index)));
                }
            }
            else
            {
                this.w.Line($"writer.WriteMapHeader({model.Members.Count(m => m.IsReadable)});");
                for (int index = 0; index < this.Members.Count; index++)
                {
                    MemberModel member = this.Members[index];
                    if (!member.IsReadable)
                    {
                        continue;
                    }

                    this.w.Line($"current = {index};");
                    this.w.Line(KeyDependsOnSpec(Encoding.UTF8.GetBytes(member.StringKey!)) ? $"writer.WriteString(Key{index});" : $"writer.WriteRaw(Key{index});");
                    this.w.Line(this.code.Write(member, index, this.ReadMember(member, index)));
                }
            }

            this.w.Line($"current = {NoMember};");
            this.w.Line("writer.Depth--;");
            this.w.Close();
            this.WriteCatch(serializing: true);
            this.w.Close();
        }

        private void WriteDeserialize()
        {
            ObjectModel model = this.model;
            string t = model.TypeName;
            this.w.Line("/// <inheritdoc/>");
            this.w.Open($"public {t} Deserialize(ref {RuntimeNames.Reader} reader, {RuntimeNames.Options} options)");
            this.w.Open("if (reader.TryReadNil())");
            if (model.IsValueType)
            {
                this.w.Line($"{RuntimeNames.Errors}.ThrowNilForStruct(typeof({t}), reader.Consumed - 1);");
            }

            this.w.Line("return default;").Close().Line();
            this.w.Line($"int current = {NoMember};");
            this.w.Open("try");
            this.w.Line("options.Security.DepthStep(ref reader);");
            this.WriteResolverLocal();
            this.w.Line(model.IsIntKey ? "int length = reader.ReadArrayHeader();" : "int length = reader.ReadMapHeader();");
            if (model.ConstructsFirst)
            {
                this.w.Line($"current = {RuntimeNames.Errors}.Constructing;");
                this.w.Line(model.UsesDefaultValue ? $"{t} result = default;" : $"{t} result = {this.New("")};");
                this.w.Line($"current = {NoMember};");
            }
            else
            {
                for (int index = 0; index < this.Members.Count; index++)
                {
                    MemberModel member = this.Members[index];
                    if (!this.IsRead(member))
                    {
                        continue;
                    }

                    // A constructor parameter missing from the data gets its type's default, as in MessagePack-CSharp.
                    this.w.Line($"{member.TypeName} value{index} = default;");
                    if (member.IsAssignedAfterConstruction)
                    {
                        this.w.Line($"bool present{index} = false;");
                    }
                }
            }

            if (!model.IsIntKey)
            {
                // Read once into a local: NativeAOT otherwise checks the class's static initialization and loads the
                // field again for every key.
                this.w.Line($"{RuntimeNames.KeyTable} keys = Keys;");
            }

            this.w.Open("for (int i = 0; i < length; i++)");
            // A map's i-th key is tried against the i-th member's key first (the order this formatter writes them in).
            this.w.Open(model.IsIntKey ? "switch (i)" : "switch (keys.ReadKeyIndex(ref reader, i))");
            for (int index = 0; index < this.Members.Count; index++)
            {
                MemberModel member = this.Members[index];
                if (!this.IsRead(member))
                {
                    continue;
                }

                this.w.Line($"case {(model.IsIntKey ? member.IntKey : index)}:");
                this.w.Line($"    current = {index};");
                if (model.ConstructsFirst)
                {
                    this.w.Line("    " + this.Assign(member, index, this.code.Read(member, index)));
                }
                else
                {
                    this.w.Line($"    value{index} = {this.code.Read(member, index)};");
                    if (member.IsAssignedAfterConstruction)
                    {
                        this.w.Line($"    present{index} = true;");
                    }
                }

                this.w.Line($"    current = {NoMember};");
                this.w.Line("    break;");
            }

            this.w.Line("default:").Line("    reader.Skip();").Line("    break;");
            this.w.Close();
            this.w.Close();
            if (!model.ConstructsFirst)
            {
                string arguments = string.Join(", ", model.ConstructorArguments.Select(i => "value" + i));
                this.w.Line($"current = {RuntimeNames.Errors}.Constructing;");
                this.w.Line($"{t} result = {this.New(arguments)};");
                for (int index = 0; index < this.Members.Count; index++)
                {
                    if (this.Members[index].IsAssignedAfterConstruction)
                    {
                        this.w.Open($"if (present{index})").Line(this.Assign(this.Members[index], index, "value" + index)).Close();
                    }
                }

                this.w.Line($"current = {NoMember};");
            }

            if (model.HasCallbacks)
            {
                this.w.Line($"current = {RuntimeNames.Errors}.Callback;");
                this.WriteCallback("result", "OnAfterDeserialize");
                this.w.Line($"current = {NoMember};");
            }

            this.w.Line("reader.Depth--;");
            this.w.Line("return result;");
            this.w.Close();
            this.WriteCatch(serializing: false);
            this.w.Close();
        }

        /// <summary>
        /// Declares the [UnsafeAccessor] methods a member needs: the runtime binds them to the field or accessor of the
        /// declaring type by name, which is how code outside the type reaches private members, readonly fields and
        /// init accessors without reflection (and so under NativeAOT).
        /// </summary>
        private void WriteAccessors(MemberModel member, int index)
        {
            if (!member.ReadsThroughAccessor && !member.WritesThroughAccessor)
            {
                return;
            }

            const string Attribute = "[global::System.Runtime.CompilerServices.UnsafeAccessor(global::System.Runtime.CompilerServices.UnsafeAccessorKind.";
            string target = (this.model.IsValueType ? "ref " : "") + (member.AccessThrough.Length != 0 ? member.AccessThrough : this.model.TypeName) + " target";
            if (member.IsField)
            {
                this.w.Line($"{Attribute}Field, Name = {Quote(member.Name)})]");
                this.w.Line($"private static extern ref {member.TypeName} Field{index}({target});");
                return;
            }

            if (member.ReadsThroughAccessor)
            {
                this.w.Line($"{Attribute}Method, Name = {Quote("get_" + member.Name)})]");
                this.w.Line($"private static extern {member.TypeName} Get{index}({target});");
            }

            if (member.WritesThroughAccessor)
            {
                this.w.Line($"{Attribute}Method, Name = {Quote("set_" + member.Name)})]");
                this.w.Line($"private static extern void Set{index}({target}, {member.TypeName} value);");
            }
        }

        /// <summary>The expression calling the chosen constructor with <paramref name="arguments"/>.</summary>
        private string New(string arguments) =>
            this.model.ConstructsThroughAccessor ? $"Construct({arguments})" : $"new {this.model.TypeName}({arguments})";

        /// <summary>The expression reading the member of <c>value</c>.</summary>
        private string ReadMember(MemberModel member, int index)
        {
            string owner = this.model.IsValueType ? "ref value" : "value";
            return !member.ReadsThroughAccessor ? MemberCode.Access(member, "value")
                : member.IsField ? $"Field{index}({owner})"
                : $"Get{index}({owner})";
        }

        /// <summary>The statement assigning <paramref name="value"/> to the member of <c>result</c>.</summary>
        private string Assign(MemberModel member, int index, string value)
        {
            string owner = this.model.IsValueType ? "ref result" : "result";
            return !member.WritesThroughAccessor ? $"{MemberCode.Access(member, "result")} = {value};"
                : member.IsField ? $"Field{index}({owner}) = {value};"
                : $"Set{index}({owner}, {value});";
        }

        /// <summary>Whether deserialization reads the member (else its value is skipped).</summary>
        private bool IsRead(MemberModel member) => member.IsWritable || (!this.model.ConstructsFirst && member.IsConstructorParameter);

        private int IndexOfKey(int key)
        {
            for (int i = 0; i < this.Members.Count; i++)
            {
                if (this.Members[i].IntKey == key)
                {
                    return i;
                }
            }

            return -1;
        }

        /// <summary>Whether the formatter resolves anything from the options' resolver (see <see cref="WriteResolvedClass"/>).</summary>
        private bool UsesResolved => this.code.NeedsResolver(this.Members.Where(m => m.ValueKind != MemberValueKind.Custom));

        private void WriteResolverLocal()
        {
            if (!this.UsesResolved)
            {
                return;
            }

            this.w.Line($"{RuntimeNames.Resolver} resolver = options.Resolver;");
            this.w.Line($"{MemberCode.ResolvedClass} {MemberCode.ResolvedLocal} = this.last;");
            this.w.Open($"if ({MemberCode.ResolvedLocal} is null || !global::System.Object.ReferenceEquals({MemberCode.ResolvedLocal}.Resolver, resolver))")
                .Line($"{MemberCode.ResolvedLocal} = this.Resolve(resolver);")
                .Close();
        }

        /// <summary>
        /// Writes the per-instance cache of what the members need from the options' resolver: their formatters and
        /// whether strings (and members with a built-in formatter, <see cref="MemberCode.DirectCallOf"/>) may be handled
        /// directly, found once for the last resolver met. A call then costs one reference comparison instead of a
        /// lookup per member (under NativeAOT a shared-generic dictionary lookup for each reference type). The cache is
        /// immutable and published in one write, so a thread sees the whole of one resolver's answers or another's.
        /// </summary>
        private void WriteResolvedClass()
        {
            if (!this.UsesResolved)
            {
                return;
            }

            string r = MemberCode.ResolvedClass;
            this.w.Line($"// What the members need from the resolver this formatter was last used with; replaced whole for another resolver.");
            this.w.Line($"private volatile {r} last;");
            this.w.Line();
            this.w.Line("[global::System.Runtime.CompilerServices.MethodImpl(global::System.Runtime.CompilerServices.MethodImplOptions.NoInlining)]");
            this.w.Open($"private {r} Resolve({RuntimeNames.Resolver} resolver)");
            this.w.Line($"{r} resolved = new {r}(resolver);");
            this.w.Line("this.last = resolved;");
            this.w.Line("return resolved;");
            this.w.Close();
            this.w.Line();
            this.w.Line("/// <summary>The formatters and answers of one resolver.</summary>");
            this.w.Open($"private sealed class {r}");
            this.w.Line($"internal readonly {RuntimeNames.Resolver} Resolver;");
            bool strings = this.Members.Any(MemberCode.IsDirectString);
            if (strings)
            {
                this.w.Line($"internal readonly bool {MemberCode.DirectStringsField};");
            }

            for (int i = 0; i < this.Members.Count; i++)
            {
                if (this.code.IsResolved(this.Members[i]))
                {
                    this.w.Line($"internal readonly {RuntimeNames.Formatter}<{this.Members[i].TypeName}> Formatter{i};");
                    if (this.code.DirectCallOf(this.Members[i]) is not null)
                    {
                        this.w.Line($"internal readonly bool Direct{i};");
                    }
                }
            }

            this.w.Line();
            this.w.Open($"internal {r}({RuntimeNames.Resolver} resolver)");
            this.w.Line("this.Resolver = resolver;");
            if (strings)
            {
                this.w.Line($"this.{MemberCode.DirectStringsField} = {RuntimeNames.StringMembers}.AreDirect(resolver);");
            }

            for (int i = 0; i < this.Members.Count; i++)
            {
                if (this.code.IsResolved(this.Members[i]))
                {
                    this.w.Line($"this.Formatter{i} = {RuntimeNames.FormatterLookup}.Find<{this.Members[i].TypeName}>(resolver);");
                    if (this.code.DirectCallOf(this.Members[i]) is { } direct)
                    {
                        this.w.Line($"this.Direct{i} = {string.Format(System.Globalization.CultureInfo.InvariantCulture, direct.Test, "this.Formatter" + i)};");
                    }
                }
            }

            this.w.Close();
            this.w.Close();
            this.w.Line();
        }

        /// <summary>Calls a callback; a struct is boxed once so the callback's changes are kept, as the runtime formatters do.</summary>
        private void WriteCallback(string variable, string method)
        {
            if (this.model.IsValueType)
            {
                this.w.Line($"{RuntimeNames.CallbackReceiver} boxed = {variable};");
                this.w.Line($"boxed.{method}();");
                this.w.Line($"{variable} = ({this.model.TypeName})boxed;");
            }
            else
            {
                this.w.Line($"(({RuntimeNames.CallbackReceiver}){variable}).{method}();");
            }
        }

        private void WriteCatch(bool serializing)
        {
            this.w.Open($"catch ({RuntimeNames.Exception} ex)");
            this.w.Line($"{RuntimeNames.Exception} wrapped = {RuntimeNames.Errors}.WrapObjectFailure(typeof({this.model.TypeName}), MemberNames, current, ex, serializing: {(serializing ? "true" : "false")});");
            this.w.Open("if (wrapped is null)").Line("throw;").Close().Line();
            this.w.Line("throw wrapped;");
            this.w.Close();
        }

        private static bool KeyDependsOnSpec(byte[] utf8) => utf8.Length is > 31 and <= byte.MaxValue;

        /// <summary>A key as the current spec's writer encodes it: the shortest str header, then the UTF-8 bytes.</summary>
        private static byte[] EncodedString(byte[] utf8)
        {
            int length = utf8.Length;
            var encoded = new List<byte>(length + 5);
            if (length <= 31)
            {
                encoded.Add((byte)(0xa0 | length));
            }
            else if (length <= byte.MaxValue)
            {
                encoded.Add(0xd9);
                encoded.Add((byte)length);
            }
            else if (length <= ushort.MaxValue)
            {
                encoded.Add(0xda);
                encoded.Add((byte)(length >> 8));
                encoded.Add((byte)length);
            }
            else
            {
                encoded.Add(0xdb);
                encoded.Add((byte)(length >> 24));
                encoded.Add((byte)(length >> 16));
                encoded.Add((byte)(length >> 8));
                encoded.Add((byte)length);
            }

            encoded.AddRange(utf8);
            return encoded.ToArray();
        }

        private static string ByteArray(byte[] bytes) =>
            "new byte[] { " + string.Join(", ", bytes.Select(b => "0x" + b.ToString("x2", System.Globalization.CultureInfo.InvariantCulture))) + " }";

        private static string Quote(string text) => Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(text, quote: true);
    }
}
