using BlockPack.Formatters;

namespace BlockPack.Tests.Serializer.Typeless
{
    /// <summary>A member declared as <see cref="object"/>'s base that keeps its runtime type through <see cref="ForceTypelessFormatter{T}"/>.</summary>
    [MessagePackObject]
    public class ShapeHolder
    {
        [Key(0)]
        [MessagePackFormatter(typeof(ForceTypelessFormatter<object>))]
        public object? Shape { get; set; }
    }
}
